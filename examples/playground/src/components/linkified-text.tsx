import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain mail text with its web links clickable; nothing else becomes markup. */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <p className="mail-text">
      {parts.map((part, index) =>
        // split() with a capture group puts the matches at odd indexes.
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}

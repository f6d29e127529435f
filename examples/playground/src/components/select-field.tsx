import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly string[];
}

/**
 * A labelled, styled select over plain string options (roles, mostly).
 *
 * @example
 * <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value)} options={['member', 'admin']} />
 */
export function SelectField({ label, options, id, className, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select id={selectId} className={['select', className].filter(Boolean).join(' ')} {...select}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

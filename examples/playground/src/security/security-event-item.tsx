import type { ReactNode } from 'react';
import './security.css';
import { describeUserAgent } from '../lib/format.js';
import { describeEventDetail } from './describe-event-detail.js';
import { describeEventMethod } from './describe-event-method.js';
import { describeEventType } from './describe-event-type.js';

// To the second: a sign-out and the next sign-in are often within the same minute.
const eventTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** A stored event as `/security-activity` and the admin query answer it (dates arrive as JSON strings). */
export interface SecurityEventView {
  id: string;
  type: string;
  time: string | Date;
  actor: { type: string; id: string | null };
  userId: string | null;
  organizationId?: string | null;
  ip: string | null;
  userAgent: string | null;
  method: string | null;
  detail: Record<string, unknown> | null;
}

/**
 * One event: what happened in words, when, how (the sign-in method), from
 * where (address and browser), and "by an administrator" when an admin acted
 * (an impersonation, a ban, a password they set). `children` adds lines (the
 * admin page names the user and the actor).
 *
 * @example
 * <ul className="list">{events.map((event) => <SecurityEventItem key={event.id} event={event} />)}</ul>
 */
export function SecurityEventItem({ event, children }: { event: SecurityEventView; children?: ReactNode }) {
  const time = typeof event.time === 'string' ? new Date(event.time) : event.time;
  const byAdmin = event.actor.type === 'admin';
  const how = [describeEventMethod(event.method), describeEventDetail(event.detail)].filter(Boolean).join(' · ');
  return (
    <li className="list-item security-event" data-testid="security-event" data-type={event.type}>
      <div>
        <p className="list-title">
          {describeEventType(event.type)} {byAdmin && <span className="badge badge-warning">by an administrator</span>}
        </p>
        <p className="list-meta">
          <time dateTime={time.toISOString()}>{eventTime.format(time)}</time>
          {how && <> · {how}</>}
        </p>
        <p className="list-meta" title={event.userAgent ?? undefined}>
          {describeUserAgent(event.userAgent)} · {describeEventAddress(event.ip)}
        </p>
        {children}
      </div>
    </li>
  );
}

function describeEventAddress(ip: string | null): string {
  if (!ip) return 'unknown address';
  const loopback = ip === '::1' || ip === '::/64' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
  return loopback ? `${ip} (this computer)` : ip;
}

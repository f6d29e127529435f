import { Link } from '../components/link.js';
import { useLocation } from '../lib/router.js';
import '../security/security.css';

const PAGES: [href: string, label: string][] = [
  ['/admin', 'Users'],
  ['/admin/events', 'Events'],
];

/**
 * The admin pages' own navigation, shown to admins only (the pages render it
 * after their role check).
 *
 * @example
 * <AdminNav />
 */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <nav className="admin-nav" aria-label="Admin">
      {PAGES.map(([href, label]) => (
        <Link key={href} href={href} aria-current={pathname === href ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}

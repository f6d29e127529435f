import { AuthCard } from '../components/auth-card.js';
import { Link } from '../components/link.js';

export function NotFoundPage() {
  return (
    <AuthCard title="Page not found" description="There is nothing at this address.">
      <Link className="button button-primary" href="/">
        Go home
      </Link>
    </AuthCard>
  );
}

import type { ComponentType } from 'react';
import { AppFooter } from './components/app-footer.js';
import { AppHeader } from './components/app-header.js';
import { ImpersonationBanner } from './components/impersonation-banner.js';
import { useLocation } from './lib/router.js';
import { usePlaygroundConfig } from './lib/use-playground-config.js';
import { AccountPage } from './pages/account-page.js';
import { AdminPage } from './pages/admin-page.js';
import { AdminEventsPage } from './pages/admin-events-page.js';
import { DevicePage } from './pages/device-page.js';
import { ForgotPasswordPage } from './pages/forgot-password-page.js';
import { HomePage } from './pages/home-page.js';
import { MailboxPage } from './pages/mailbox-page.js';
import { NotFoundPage } from './pages/not-found-page.js';
import { OrganizationPage } from './pages/organization-page.js';
import { OrganizationRolesPage } from './pages/organization-roles-page.js';
import { AcceptInvitationPage } from './pages/accept-invitation-page.js';
import { ResetPasswordPage } from './pages/reset-password-page.js';
import { SignInPage } from './pages/sign-in-page.js';
import { SignUpPage } from './pages/sign-up-page.js';
import { TwoFactorPage } from './pages/two-factor-page.js';
import { VerifyEmailPage } from './pages/verify-email-page.js';
import { NotesPage } from './pages/notes-page.js';
import { HandOverPage } from './pages/hand-over-page.js';
import { ConsentPage } from './pages/consent-page.js';
import { OAuthClientsPage } from './pages/oauth-clients-page.js';
import { WebhooksPage } from './pages/webhooks-page.js';

const ROUTES: Record<string, ComponentType> = {
  '/': HomePage,
  '/sign-in': SignInPage,
  '/sign-up': SignUpPage,
  '/verify-email': VerifyEmailPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/account': AccountPage,
  '/mailbox': MailboxPage,
  '/admin': AdminPage,
  '/admin/events': AdminEventsPage,
  '/two-factor': TwoFactorPage,
  '/device': DevicePage,
  '/notes': NotesPage,
  '/hand-over': HandOverPage,
  '/organization': OrganizationPage,
  '/organization/roles': OrganizationRolesPage,
  '/accept-invitation': AcceptInvitationPage,
  '/oauth/consent': ConsentPage,
  '/admin/oauth-clients': OAuthClientsPage,
  '/webhooks': WebhooksPage,
};

export function App() {
  const { pathname } = useLocation();
  const config = usePlaygroundConfig();
  const Page = ROUTES[pathname.replace(/\/+$/, '') || '/'] ?? NotFoundPage;
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader mailbox={config?.mailbox ?? false} />
      <ImpersonationBanner />
      <main id="main" className="app-main">
        {/* A new key per path: each page starts with fresh state and its own autofocus. */}
        <Page key={pathname} />
      </main>
      <AppFooter />
    </div>
  );
}

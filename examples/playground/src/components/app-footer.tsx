/** Where the pieces behind the pages live, for the curious. */
export function AppFooter() {
  return (
    <footer className="app-footer">
      <p>
        Latchkey is mounted at <a href="/api/auth/ok">/api/auth</a> on this origin. OAuth failures end on its{' '}
        <a href="/api/auth/error?error=example_error">error page</a>.
      </p>
    </footer>
  );
}

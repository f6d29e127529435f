// Loading the auth module when the server starts checks the configuration then:
// in production a server without LATCHKEY_URL or LATCHKEY_SECRET exits, naming the
// variable, rather than saying "Ready" and answering 500; missing tables are logged
// before anyone signs in. In development the error shows in the overlay instead.
try {
  await import('./lib/auth');
} catch (error) {
  if (process.env.NODE_ENV !== 'production') throw error;
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export {};

import { useEffect, useState } from 'react';
import type { User } from './server.js';

async function me(): Promise<User | null> {
  const response = await fetch('/api/me');
  return response.ok ? ((await response.json()) as User) : null;
}

export function Account() {
  const [user, setUser] = useState<User | null>(null);
  useEffect(() => void me().then(setUser), []);
  return <button onClick={() => void me().then(setUser)}>{user?.locale ?? 'Sign in'}</button>;
}

// This repository does not install `next`; this stands in for the one function the
// example uses so the files type-check here. Delete it in a real Next.js app.
declare module 'next/headers' {
  export function headers(): Promise<{ get(name: string): string | null; forEach(callback: (value: string, name: string) => void): void }>;
}

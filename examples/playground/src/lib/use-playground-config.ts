import { useEffect, useState } from 'react';

export interface PlaygroundConfig {
  appName: string;
  providers: { id: string; name: string }[];
  mailbox: boolean;
}

let cached: Promise<PlaygroundConfig> | undefined;

// Read once per page load: the configuration only changes when the server restarts.
function loadConfig(): Promise<PlaygroundConfig> {
  cached ??= fetch('/api/playground/config')
    .then((response) => (response.ok ? (response.json() as Promise<PlaygroundConfig>) : Promise.reject(new Error(response.statusText))))
    .catch(() => {
      cached = undefined;
      return { appName: 'Latchkey Playground', providers: [], mailbox: false };
    });
  return cached;
}

/** The playground server's configuration: social providers and whether the mailbox is on. */
export function usePlaygroundConfig(): PlaygroundConfig | null {
  const [config, setConfig] = useState<PlaygroundConfig | null>(null);
  useEffect(() => {
    let live = true;
    void loadConfig().then((value) => live && setConfig(value));
    return () => {
      live = false;
    };
  }, []);
  return config;
}

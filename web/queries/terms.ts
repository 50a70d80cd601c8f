export type Terms = {
  id: number;
  version: number;
  language: string;
  title: string;
  body: string;
  published_at: string;
};

export const termsKeys = {
  all: ['terms'] as const,
  current: (language: string) => ['terms', 'current', language] as const,
};

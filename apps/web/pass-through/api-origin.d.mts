export declare function apiOriginFromEnv(env: Record<string, string | undefined>): string | null;

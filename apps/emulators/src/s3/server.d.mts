import type { Server } from 'node:http';

export interface S3EmulatorOptions {
  port?: number;
  host?: string;
  /** Where the buckets' objects are kept. */
  dir: string;
  region?: string;
  credentials: { accessKeyId: string; secretAccessKey: string }[];
  buckets: string[];
  now?: () => number;
}

export interface S3Emulator {
  port: number;
  endpoint: string;
  requests: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }[];
  server: Server;
  dir: string;
  listKeys(bucket: string): Promise<string[]>;
  close(): Promise<void>;
}

export function startS3Emulator(options: S3EmulatorOptions): Promise<S3Emulator>;
export function signingKey(secret: string, date: string, region: string, service: string): Buffer;

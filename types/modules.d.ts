// Declarations for imports TypeScript cannot see on its own.
declare module "*.css";

declare module "s3rver" {
  type Options = { address?: string; port?: number; directory: string; silent?: boolean; configureBuckets?: { name: string }[] };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

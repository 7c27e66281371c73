/** The part of the Workers R2 binding the edge worker uses (`R2Bucket` in Cloudflare's types). */
export interface Bucket {
  get(key: string): Promise<BucketObject | null>;
  list(options: { prefix: string; delimiter: string }): Promise<{ delimitedPrefixes: string[] }>;
}

export interface BucketObject {
  body: ReadableStream;
  httpEtag: string;
  text(): Promise<string>;
  json(): Promise<unknown>;
}

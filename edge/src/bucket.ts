/** The part of the Workers R2 binding the edge worker uses (`R2Bucket` in Cloudflare's types). */
export interface Bucket {
  get(key: string): Promise<BucketObjectBody | null>;
  head(key: string): Promise<BucketObject | null>;
  list(options: { prefix: string; delimiter?: string; cursor?: string; startAfter?: string }): Promise<BucketListing>;
}

export interface BucketObject {
  key: string;
  httpEtag: string;
  size: number;
}

export interface BucketObjectBody extends BucketObject {
  body: ReadableStream;
  arrayBuffer(): Promise<ArrayBuffer>;
  text(): Promise<string>;
}

export interface BucketListing {
  objects: BucketObject[];
  delimitedPrefixes: string[];
  truncated: boolean;
  cursor?: string;
}

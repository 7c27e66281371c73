import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf } from '@radix/release-model';
import type { BucketAddress } from './bucket-address';

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);
const isMissing = (error: unknown) => status(error) === 404 || (error as Error).name === 'NoSuchKey';
export const isPreconditionFailed = (error: unknown) => status(error) === 412;
/** A conditional write's answer: its ETag, or nothing when its condition did not hold. */
export const unlessPreconditionFailed = (error: unknown): undefined => {
  if (isPreconditionFailed(error)) return undefined;
  throw error;
};

/** A write's condition on the object's ETag: `IfNoneMatch: '*'` creates it only if absent. */
export interface WriteCondition {
  IfMatch?: string;
  IfNoneMatch?: string;
}

/** An object as read: its bytes, its ETag and the store's stamp of its last write. */
export interface BucketObject {
  body: Uint8Array;
  etag: string;
  lastModified?: Date;
}

/** The objects of one bucket over the S3 API: what the store's files, pointers and lease are made of. */
export class BucketObjects {
  private readonly client: S3Client;

  constructor(
    private readonly bucket: BucketAddress,
    /** How far the runner's clock, which signs its requests, is from this machine's (a test's skewed one). */
    clockOffsetMs = 0,
  ) {
    this.client = new S3Client({
      endpoint: bucket.endpoint,
      region: 'auto',
      forcePathStyle: true,
      credentials: bucket.credentials && { ...bucket.credentials },
      systemClockOffset: clockOffsetMs,
      // R2 refuses the checksums the SDK adds by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async get(key: string): Promise<BucketObject | undefined> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return {
        body: (await answer.Body?.transformToByteArray()) ?? new Uint8Array(),
        etag: answer.ETag ?? '',
        lastModified: answer.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** The store's stamp of the object's last write, or nothing when there is no object. */
  async modifiedAt(key: string): Promise<Date | undefined> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
      return answer.LastModified ?? new Date(Number.NaN);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  /** Writes an object and resolves to its ETag; a condition that does not hold throws (`isPreconditionFailed`). */
  async put(key: string, body: Uint8Array | string, condition: WriteCondition = {}): Promise<string> {
    const answer = await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket.bucket,
        Key: key,
        Body: body,
        ContentLength: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
        ContentType: contentTypeOf(key),
        ...condition,
      }),
    );
    return answer.ETag ?? '';
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket.bucket, Key: key }));
  }

  /** Every key under `prefix` (`a/b` -> `a/b/...`), or the names directly under it with `delimiter`. */
  async keys(prefix: string, delimiter?: '/'): Promise<string[]> {
    const found: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket.bucket,
          Prefix: prefix ? `${prefix}/` : '',
          Delimiter: delimiter,
          ContinuationToken: token,
        }),
      );
      found.push(...(page.Contents ?? []).flatMap((object) => object.Key ?? []));
      found.push(...(page.CommonPrefixes ?? []).flatMap((common) => common.Prefix?.replace(/\/$/, '') ?? []));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  }
}

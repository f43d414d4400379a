// One-shot of the container stack (the `s3-bucket` service): makes the bucket the backend names
// (S3_BUCKET) once the object store answers, with the backend's own settings, defaults and client
// (deploy/backend-storage.mjs), so it works against any S3 service the backend does (AWS with no
// S3_ENDPOINT, R2, SeaweedFS…); a bucket already there is kept.
import { CreateBucketCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import { bucketStore, runOneShot } from './backend-storage.mjs';

runOneShot(async () => {
  const bucketAt = bucketStore(process.env);
  if (!bucketAt) {
    console.log('STORAGE is not s3: no bucket to make');
    return;
  }
  const { store, config } = bucketAt;
  const { bucket, region, endpoint } = config;
  const where = endpoint ?? `AWS S3 (${region})`;
  try {
    await store.client.send(new HeadBucketCommand({ Bucket: bucket }));
    console.log(`Bucket ${bucket} is there already at ${where}`);
  } catch (error) {
    if (error?.$metadata?.httpStatusCode !== 404) throw error;
    // in S3_REGION: outside us-east-1 the SDK names it (CreateBucketConfiguration.LocationConstraint)
    await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
    console.log(`Made bucket ${bucket} at ${where}`);
  } finally {
    store.client.destroy();
  }
});

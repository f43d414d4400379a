// One-shot of the container stack (the `s3-bucket` service): makes the bucket the backend names
// (S3_BUCKET) once the object store answers, with the backend's own key; a bucket already there is
// kept. Runs in the backend's image, whose @aws-sdk/client-s3 it uses, so no other image is needed.
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';

const env = process.env;
for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) {
  if (!env[name]) {
    console.error(`${name} is not set: the bucket cannot be made`);
    process.exit(1);
  }
}
const bucket = env.S3_BUCKET;
const s3 = new S3Client({
  endpoint: env.S3_ENDPOINT,
  region: env.S3_REGION || 'us-east-1',
  forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
});

try {
  await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  console.log(`Bucket ${bucket} is there already at ${env.S3_ENDPOINT}`);
} catch (error) {
  if (error?.$metadata?.httpStatusCode !== 404) throw error;
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  console.log(`Made bucket ${bucket} at ${env.S3_ENDPOINT}`);
}

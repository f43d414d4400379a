// Copies the site's files (uploads/ and private/) from one bucket into the backend's, under the
// same keys: the one-time move out of the MinIO store of stacks from before SeaweedFS (README,
// "Files", "Moving out of MinIO"), or from any S3 service to another. The target is the backend's
// S3_… variables, the source the same names prefixed FROM_ (FROM_S3_ENDPOINT, FROM_S3_BUCKET…),
// read as the backend reads its own. Run again, it skips a file already there with the same size.
import { bucketStore, moveFiles, prefixedEnv, runOneShot } from './backend-storage.mjs';

runOneShot(async () => {
  const to = bucketStore({ ...process.env, STORAGE: 's3' });
  let from;
  try {
    from = bucketStore(prefixedEnv(process.env, 'FROM'));
  } catch (error) {
    // the backend's error names S3_…: here it is the FROM_ one
    const message = error.variable ? error.message.replace(error.variable, `FROM_${error.variable}`) : error.message;
    throw new Error(message, { cause: error });
  }
  const name = ({ config }) => `s3://${config.bucket} at ${config.endpoint ?? `AWS S3 (${config.region})`}`;
  try {
    const report = await moveFiles(from.store, to.store, { remove: false, log: (line) => console.log(line) });
    console.log(
      `Copied ${report.copied} files (${report.bytes} bytes) from ${name(from)} to ${name(to)}, ` +
        `${report.skipped} were there already`,
    );
  } finally {
    from.store.client.destroy();
    to.store.client.destroy();
  }
});

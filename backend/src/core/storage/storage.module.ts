import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORE, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { StorageService } from './storage.service';

// The store STORAGE names: DATA_DIR (local) or an S3-compatible bucket. The AWS SDK is loaded only
// for a bucket: a site on its own disk never holds its code in memory.
export async function fileStoreFor(config: AppConfig): Promise<FileStore> {
  if (config.storage.kind !== 's3') return new LocalFileStore(config.dataDir);
  const { S3FileStore } = await import('./s3-file-store.js');
  return new S3FileStore(config.storage);
}

// A command line tool is done with its store: the bucket's kept-alive connections would hold the
// process open until the server drops them.
export const closeFileStore = (store: FileStore): void => store.close?.();

@Global()
@Module({
  providers: [{ provide: FILE_STORE, useFactory: fileStoreFor, inject: [APP_CONFIG] }, StorageService],
  exports: [FILE_STORE, StorageService],
})
export class StorageModule {}

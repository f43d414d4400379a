import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { FILE_STORE, type FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';
import { S3FileStore } from './s3-file-store';
import { StorageService } from './storage.service';

// the store STORAGE names: DATA_DIR (local) or an S3-compatible bucket
export const fileStoreFor = (config: AppConfig): FileStore =>
  config.storage.kind === 's3' ? new S3FileStore(config.storage) : new LocalFileStore(config.dataDir);

// A command line tool is done with its store: the bucket's kept-alive connections would hold the
// process open until the server drops them.
export const closeFileStore = (store: FileStore): void => {
  if (store instanceof S3FileStore) store.client.destroy();
};

@Global()
@Module({
  providers: [{ provide: FILE_STORE, useFactory: fileStoreFor, inject: [APP_CONFIG] }, StorageService],
  exports: [FILE_STORE, StorageService],
})
export class StorageModule {}

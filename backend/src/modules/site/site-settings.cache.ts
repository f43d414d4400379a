import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dedicatedConnection } from '../../core/database/data-source-options';
import { PgListener } from '../../core/database/pg-listener';
import { ReadCache } from '../../core/http/read-cache';
import { type SiteDto, toSiteDto } from './dto/site.dto';
import type { SiteSettingsEntity } from './entities/site-settings.entity';
import { SITE_SETTINGS_CHANNEL, SiteSettingsRepository } from './site-settings.repository';

export interface SiteSnapshot {
  settings: SiteSettingsEntity;
  site: SiteDto;
  // of the public answer, for conditional GETs
  etag: string;
}

// This replica's copy of the settings. Any replica's save NOTIFYs them all (in its transaction), and
// each drops its copy on the notification. The copy is kept only while the listener is connected:
// without it a change could go unnoticed, so then every read goes to the database.
@Injectable()
export class SiteSettingsCache implements OnApplicationBootstrap, OnModuleDestroy {
  private copy: Promise<SiteSnapshot> | null = null;
  private readonly listener: PgListener;

  constructor(
    private readonly settings: SiteSettingsRepository,
    private readonly reads: ReadCache,
    dataSource: DataSource,
  ) {
    const drop = () => this.drop();
    this.listener = new PgListener(dedicatedConnection(dataSource), SITE_SETTINGS_CHANNEL, {
      onNotify: drop,
      onListening: drop,
      onLost: drop,
    });
  }

  onApplicationBootstrap(): Promise<void> {
    return this.listener.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.listener.stop();
  }

  get listening(): boolean {
    return this.listener.listening;
  }

  // how many change notifications this replica has received
  get notifications(): number {
    return this.listener.received;
  }

  current(): Promise<SiteSnapshot> {
    if (!this.listener.listening) return this.load();
    if (!this.copy) {
      const loading = this.load();
      this.copy = loading;
      // a failed read is not kept: the next request tries again
      loading.catch(() => {
        if (this.copy === loading) this.copy = null;
      });
    }
    return this.copy;
  }

  // A read in flight when the copy is dropped still answers its callers; later ones read anew. The
  // public answer made from the copy goes with it.
  drop(): void {
    this.copy = null;
    this.reads.drop('site_settings');
  }

  private async load(): Promise<SiteSnapshot> {
    const settings = await this.settings.get();
    const site = toSiteDto(settings);
    const etag = `"${createHash('sha256').update(JSON.stringify(site)).digest('base64url').slice(0, 27)}"`;
    return { settings, site, etag };
  }
}

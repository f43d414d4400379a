import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { loggedTick } from '../../core/time/zoned-cron';
import { BroadcastsService } from './broadcasts/broadcasts.service';
import { SequenceRunner } from './sequences/sequence-runner';

// Every minute, on every replica: the sequences' due steps, then the broadcasts whose time has come
// (a run at the same time elsewhere takes other ones: each locks what it takes). One failing does
// not keep the other from running.
@Injectable()
export class AutomationsCron {
  private readonly logger = new Logger('AutomationsCron');
  private readonly steps = loggedTick(this.logger, 'Sequence steps', () => this.runner.run());
  private readonly sends = loggedTick(this.logger, 'Broadcasts', () => this.broadcasts.sendDue());

  constructor(
    private readonly runner: SequenceRunner,
    private readonly broadcasts: BroadcastsService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE)
  async runDue(): Promise<void> {
    await this.steps();
    await this.sends();
  }
}

import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PersonalDataRegistry } from '../../../core/privacy/personal-data.registry';
import { UsersService } from '../../auth';

// A person's automations data (their tags, the sequences they are or were in, the opens and clicks
// counted while tracking was on, the guides they asked for), as a section of their account's data
// export; all of it goes with the account (the person's row and, by its foreign keys, the rest).
@Injectable()
export class AutomationsPersonalData implements OnModuleInit {
  constructor(
    private readonly personalData: PersonalDataRegistry,
    private readonly db: DataSource,
    private readonly users: UsersService,
  ) {}

  onModuleInit(): void {
    this.personalData.register({
      name: 'marketing',
      // the person of the account, or of its address (a reader who subscribed before signing up)
      export: async ({ userId }) => {
        const user = await this.users.findById(userId);
        const [person] = (await this.db.query(
          `SELECT c.id, c.email, c.unsubscribed_at AS "unsubscribedAt",
             coalesce((SELECT json_agg(json_build_object('tag', t.tag, 'addedAt', t.added_at) ORDER BY t.tag)
                         FROM contact_tags t WHERE t.contact_id = c.id), '[]') AS tags,
             coalesce((SELECT json_agg(json_build_object('sequence', s.name, 'status', e.status, 'enteredAt', e.entered_at,
                                                         'finishedAt', e.finished_at) ORDER BY e.id)
                         FROM sequence_enrolments e JOIN sequences s ON s.id = e.sequence_id WHERE e.contact_id = c.id), '[]') AS sequences,
             coalesce((SELECT json_agg(json_build_object('event', m.event, 'mail', m.subject_key, 'url', m.url, 'at', m.at) ORDER BY m.id)
                         FROM mail_engagements m WHERE m.contact_id = c.id), '[]') AS "opensAndClicks",
             coalesce((SELECT json_agg(json_build_object('guide', l.title, 'requestedAt', k.requested_at,
                                                         'confirmedAt', k.confirmed_at) ORDER BY k.id)
                         FROM lead_magnet_claims k JOIN lead_magnets l ON l.id = k.lead_magnet_id WHERE k.contact_id = c.id), '[]') AS guides
           FROM contacts c WHERE c.user_id = $1 OR lower(c.email) = lower($2)
           ORDER BY c.user_id = $1 DESC LIMIT 1`,
          [userId, user?.email ?? ''],
        )) as Record<string, unknown>[];
        if (!person) return null;
        const { id: _id, ...section } = person;
        return section;
      },
      delete: async (tx, account) => {
        await tx.query('DELETE FROM contacts WHERE user_id = $1 OR lower(email) = lower($2)', [
          account.id,
          account.email,
        ]);
        await tx.query('DELETE FROM lead_magnet_claims WHERE lower(email) = lower($1)', [account.email]);
      },
    });
  }
}

import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

// What uses a segment (a sequence, a broadcast not yet sent), named for the owner: such a segment
// cannot be deleted (the foreign keys refuse it too).
@Injectable()
export class SegmentUsers {
  constructor(private readonly db: DataSource) {}

  async of(segmentId: number): Promise<string[]> {
    const rows = (await this.db.query(
      `SELECT 'the sequence "' || name || '"' AS what FROM sequences WHERE segment_id = $1
       UNION ALL
       SELECT 'the broadcast "' || subject || '"' FROM broadcasts WHERE segment_id = $1
       ORDER BY what`,
      [segmentId],
    )) as { what: string }[];
    return rows.map((r) => r.what);
  }
}

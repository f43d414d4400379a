import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';

// The daily salts. A day's salt is created by whichever replica asks first and read back by all,
// so every replica hashes a visitor alike.
@Injectable()
export class SaltsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async saltOf(day: string): Promise<Buffer> {
    await this.dataSource.query(
      `INSERT INTO analytics_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING`,
      [day, randomBytes(32)],
    );
    const [row] = (await this.dataSource.query(`SELECT salt FROM analytics_salts WHERE day = $1`, [day])) as {
      salt: Buffer;
    }[];
    return row.salt;
  }

  // the salts of days before `day`: once gone, nobody can tell whose view a past id was
  async deleteBefore(day: string): Promise<number> {
    const [, count] = (await this.dataSource.query(`DELETE FROM analytics_salts WHERE day < $1`, [day])) as [
      unknown,
      number,
    ];
    return count;
  }
}

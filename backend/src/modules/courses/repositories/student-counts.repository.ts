import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { CourseEnrolmentEntity } from '../entities/course-enrolment.entity';

// A course's students, for the shop's cards: its enrolments (a paid order or the owner enrols, a
// refund takes the enrolment back), for many courses in one query.
@Injectable()
export class StudentCountsRepository {
  constructor(
    @InjectRepository(CourseEnrolmentEntity) private readonly enrolments: Repository<CourseEnrolmentEntity>,
  ) {}

  async of(productIds: number[]): Promise<Map<number, number>> {
    const rows = await this.enrolments
      .createQueryBuilder('e')
      .select('e.product_id', 'productId')
      .addSelect('count(*)::int', 'students')
      .where({ productId: In(productIds) })
      .groupBy('e.product_id')
      .getRawMany<{ productId: number; students: number }>();
    return new Map(rows.map((row) => [row.productId, row.students]));
  }
}

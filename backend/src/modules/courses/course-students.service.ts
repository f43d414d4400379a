import { Injectable, NotImplementedException } from '@nestjs/common';
import type { StudentRow } from './repositories/enrolments.repository';

@Injectable()
export class CourseStudentsService {
  list(productId: number): Promise<StudentRow[]> {
    throw new NotImplementedException({ productId });
  }
  enrol(productId: number, email: string): Promise<StudentRow> {
    throw new NotImplementedException({ productId, email });
  }
  remove(productId: number, userId: number): Promise<void> {
    throw new NotImplementedException({ productId, userId });
  }
}

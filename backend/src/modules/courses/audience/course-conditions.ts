import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type ConditionFields,
  oneOf,
  PERSON,
  productId,
  type SqlParams,
} from '../../../core/audience/audience-conditions';
import { AudienceRegistry } from '../../../core/audience/audience-registry';

const STATES = ['enrolled', 'completed'] as const;
interface CourseState {
  productId: number;
  state: (typeof STATES)[number];
}

// The courses' segment condition: `course` — enrolled in a course, or finished it.
@Injectable()
export class CourseConditions implements OnModuleInit {
  constructor(private readonly registry: AudienceRegistry) {}

  onModuleInit(): void {
    this.registry.register<CourseState>({
      type: 'course',
      label: 'Course progress',
      parse: (fields: ConditionFields) => ({ productId: productId(fields), state: oneOf(fields, 'state', STATES) }),
      sql: ({ productId: id, state }, params: SqlParams) =>
        `EXISTS (SELECT 1 FROM course_enrolments ce WHERE ce.user_id = ${PERSON.userId}
          AND ce.product_id = ${params.add(id)}${state === 'completed' ? ' AND ce.completed_at IS NOT NULL' : ''})`,
    });
  }
}

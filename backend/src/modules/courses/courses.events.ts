// What courses publish (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // a student completed every published lesson of a course (once per enrolment)
    'enrolment.completed': { productId: number; userId: number; enrolmentId: number; at: Date };
  }
}

export {};

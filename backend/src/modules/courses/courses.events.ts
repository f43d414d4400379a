// What courses publish (core/events/domain-events.ts), each in the transaction of the change.
declare module '../../core/events/domain-events' {
  interface DomainEventMap {
    // an account is enrolled in a course: bought, or enrolled by the owner (a member's borrowed
    // enrolment, made on their first visit to an included course, is not one)
    'enrolment.started': { productId: number; userId: number; enrolmentId: number };
    // a student completed every published lesson of a course (once per enrolment)
    'enrolment.completed': { productId: number; userId: number; enrolmentId: number; at: Date };
  }
}

export {};

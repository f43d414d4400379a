import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { SessionUser } from '../../core/access/session-user';
import type { UserEntity } from './entities/user.entity';
import { UsersService } from './users.service';

// The session stores only the user id; each request reads the user, so a role change (admin
// setup) or a deleted account takes effect at once.
@Injectable()
export class SessionSerializer extends PassportSerializer implements OnModuleDestroy {
  // passport keeps serializers in one process-wide list; once this app is closed (tests start
  // several apps in one process) it hands over to the next one ('pass')
  private closed = false;

  constructor(private readonly users: UsersService) {
    super();
  }

  onModuleDestroy(): void {
    this.closed = true;
  }

  serializeUser(user: UserEntity, done: (err: unknown, id?: number) => void): void {
    if (this.closed) return done('pass');
    done(null, user.id);
  }

  deserializeUser(id: number, done: (err: unknown, user?: SessionUser | false) => void): void {
    if (this.closed) return done('pass');
    this.users.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}

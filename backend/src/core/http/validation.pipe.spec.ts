import { IsEmail, IsString, MinLength } from 'class-validator';
import { createValidationPipe, ValidationFailedException } from './validation.pipe';

class ContactProbeDto {
  @IsString({ message: 'Name is required' })
  name: string;

  @IsEmail({}, { message: 'Please enter a valid email' })
  email: string;

  @MinLength(10, { message: 'Message must be at least 10 characters' })
  message: string;
}

describe('the global validation pipe', () => {
  const pipe = createValidationPipe();
  const validate = (value: unknown) => pipe.transform(value, { type: 'body', metatype: ContactProbeDto });

  it('lists each invalid field with its readable message and leads with the first', async () => {
    const error = await validate({ name: 'Ann', email: 'nope', message: 'short' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationFailedException);
    const failed = error as ValidationFailedException;
    expect(failed.message).toBe('Please enter a valid email');
    expect(failed.fieldErrors).toEqual([
      { field: 'email', message: 'Please enter a valid email' },
      { field: 'message', message: 'Message must be at least 10 characters' },
    ]);
  });

  it('refuses unknown fields', async () => {
    const error = (await validate({ name: 'Ann', email: 'a@b.co', message: 'long enough text', role: 'admin' }).catch(
      (e: unknown) => e,
    )) as ValidationFailedException;
    expect(error.fieldErrors).toEqual([{ field: 'role', message: 'The field "role" is not allowed' }]);
  });

  it('passes a valid body through as the DTO class', async () => {
    const ok = await validate({ name: 'Ann', email: 'a@b.co', message: 'long enough text' });
    expect(ok).toBeInstanceOf(ContactProbeDto);
  });
});

import { describe, expect, it } from 'vitest';
import { errorMessage, fieldErrors, serverMessage } from './error-message';

describe('errorMessage', () => {
  it("reads the message of the backend's JSON error body", () => {
    const error = {
      status: 409,
      message: '409: {"statusCode":409,"message":"This email is already registered."}',
    };
    expect(errorMessage(error)).toBe('This email is already registered.');
  });

  it('joins a list of messages', () => {
    expect(errorMessage({ status: 400, message: '400: {"message":["email is invalid","name is empty"]}' })).toBe(
      'email is invalid, name is empty',
    );
  });

  it('returns the plain text after the status', () => {
    expect(errorMessage({ status: 502, message: '502: Bad Gateway' })).toBe('Bad Gateway');
  });

  it('returns the text when the JSON has no message', () => {
    expect(errorMessage({ status: 500, message: '500: {"error":"x"}' })).toBe('{"error":"x"}');
  });

  it('passes through messages without a status, such as network failures', () => {
    expect(errorMessage({ status: 'FETCH_ERROR', message: 'fetch failed' })).toBe('fetch failed');
    expect(errorMessage(new Error('Network response was not ok'))).toBe('Network response was not ok');
  });

  it('uses the fallback when there is nothing readable', () => {
    expect(errorMessage(undefined, 'Failed to subscribe. Please try again.')).toBe(
      'Failed to subscribe. Please try again.',
    );
    expect(errorMessage({ status: 500 }, 'Fallback')).toBe('Fallback');
  });
});

describe('serverMessage', () => {
  it("reads the message of the backend's JSON error body", () => {
    const error = { status: 401, message: '401: {"statusCode":401,"message":"Invalid email or password"}' };
    expect(serverMessage(error, 'Fallback')).toBe('Invalid email or password');
  });

  it('uses the fallback for failures without an API body', () => {
    expect(serverMessage({ status: 502, message: '502: Bad Gateway' }, 'Fallback')).toBe('Fallback');
    expect(serverMessage({ status: 'FETCH_ERROR', message: 'Failed to fetch' }, 'Fallback')).toBe('Fallback');
    expect(serverMessage({ status: 500, message: '500: {"error":"x"}' }, 'Fallback')).toBe('Fallback');
    expect(serverMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});

describe('fieldErrors', () => {
  it('reads the field errors of a validation failure, one message per field', () => {
    const error = {
      status: 400,
      message:
        '400: {"statusCode":400,"message":"Site name is required","errors":[{"field":"siteName","message":"Site name is required"},{"field":"contactPhone","message":"Phone may contain only digits, spaces and + - ( ) ."}]}',
    };
    expect(fieldErrors(error)).toEqual({
      siteName: 'Site name is required',
      contactPhone: 'Phone may contain only digits, spaces and + - ( ) .',
    });
  });

  it('finds none in other failures', () => {
    expect(fieldErrors({ status: 400, message: '400: {"statusCode":400,"message":"Bad image."}' })).toEqual({});
    expect(fieldErrors({ status: 502, message: '502: Bad Gateway' })).toEqual({});
    expect(fieldErrors({ status: 'FETCH_ERROR', message: 'fetch failed' })).toEqual({});
    expect(fieldErrors(undefined)).toEqual({});
  });
});

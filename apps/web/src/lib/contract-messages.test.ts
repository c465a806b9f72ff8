// Finding which contract message a server answer is, placeholders included.
import { describe, expect, it } from 'vitest';
import { messageTemplateOf } from './contract-messages';

const messages = {
  escalated: 'Report ID {{id}} escalated to Admin.',
  blocked: 'Report ID {{id}}: profile blocked.',
  plain: 'Profile completed.',
} as const;

describe('messageTemplateOf', () => {
  it('reads the filled-in values', () => {
    expect(messageTemplateOf(messages, 'Report ID 42 escalated to Admin.')).toEqual({
      key: 'escalated',
      values: { id: '42' },
    });
    expect(messageTemplateOf(messages, 'Report ID 9: profile blocked.')).toEqual({
      key: 'blocked',
      values: { id: '9' },
    });
  });

  it('matches a message without placeholders exactly, and nothing else', () => {
    expect(messageTemplateOf(messages, 'Profile completed.')).toEqual({ key: 'plain', values: {} });
    expect(messageTemplateOf(messages, 'Profile completed. Thanks')).toBeUndefined();
    expect(messageTemplateOf(messages, 'Report ID 42 escalated to Admin')).toBeUndefined();
  });
});

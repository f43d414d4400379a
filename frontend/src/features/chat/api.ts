import { contractApi } from '../../api/generated-extras';

// The assistant has nothing to cache or refresh: the generated mutation is used as it is.
export const { useSendChatMessageMutation } = contractApi;

export type { ChatRequestDto, ChatResponseDto, ChatTurnDto } from '../../api/generated';

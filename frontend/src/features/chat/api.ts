import { generatedApi } from '../../api/generated';

// The assistant has nothing to cache or refresh: the generated mutation is used as it is.
export const { useSendChatMessageMutation } = generatedApi;

export type { ChatRequestDto, ChatResponseDto, ChatTurnDto } from '../../api/generated';

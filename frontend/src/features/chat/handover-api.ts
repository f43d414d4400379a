import { generatedChatApi } from '../../api/generated-chat';

// "Talk to a person", from chat's own client (generated-chat.ts, never edited by hand): loaded
// with the chat window, never with a page's first JavaScript. It changes no read on screen.
export const { useHandOverChatMutation } = generatedChatApi;

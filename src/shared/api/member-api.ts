// Typed calls of the /api/Member endpoints. Machines' actors and query factories call these.
import * as z from 'zod/mini';
import { MEMBER_ENDPOINTS } from './member-endpoints';
import { request, requestWithTotal, type RequestOptions } from './request';
import {
  LoginResultSchema,
  MemberInfoSchema,
  MessageListSchema,
  type LoginRequest,
  type LogoutRequest,
  type ReadMessageRequest,
} from './schemas/member';
import type { PageRequest } from './schemas/envelope';

const Anything = z.unknown();

export const memberApi = {
  login: (payload: LoginRequest, options?: RequestOptions) =>
    request(MEMBER_ENDPOINTS.login, payload, LoginResultSchema, options),
  logout: (payload: LogoutRequest, options?: RequestOptions) =>
    request(MEMBER_ENDPOINTS.logout, payload, Anything, options),
  memberInfo: (options?: RequestOptions) =>
    request(MEMBER_ENDPOINTS.memberInfo, undefined, MemberInfoSchema, options),
  messages: (payload: PageRequest, options?: RequestOptions) =>
    requestWithTotal(MEMBER_ENDPOINTS.messages, payload, MessageListSchema, options),
  readMessage: (payload: ReadMessageRequest) =>
    request(MEMBER_ENDPOINTS.readMessage, payload, Anything),
};

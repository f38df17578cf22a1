// The language a member-facing server text is answered in: the request's Accept-Language, reduced
// to the app's three (decision 044). One helper, so every route reads it the same way.
import type { FastifyRequest } from 'fastify';
import { mailLanguageOf, type MailLanguage } from '../mail/language.ts';

export const languageOf = (request: FastifyRequest): MailLanguage =>
  mailLanguageOf(request.headers['accept-language']);

import {
  anyTipRequestSchema,
  assistantCreditSchema,
  assistantUsageQuerySchema,
  assistantUsageSchema,
  challengeTipRequestSchema,
  levelTipRequestSchema,
  tipSchema,
} from '../tip';
import { weeklyAssistantUsageSchema, weeklyWindowQuerySchema } from '../weekly-report';
import type { RouteContract } from './route-contract';

/** Every route of tips (/api/chatgpt, /api/credit). */
export const TIPS_ROUTES: readonly RouteContract[] = [
  {
    method: 'post',
    path: '/api/chatgpt/generate-tip-level-async',
    body: levelTipRequestSchema,
    response: tipSchema,
    status: 200,
    public: true,
  },
  {
    method: 'post',
    path: '/api/chatgpt/generate-tip-challenge-async',
    body: challengeTipRequestSchema,
    response: tipSchema,
    status: 200,
    public: true,
  },
  {
    method: 'post',
    path: '/api/chatgpt/generate-tip',
    body: anyTipRequestSchema,
    response: tipSchema,
    status: 200,
    public: true,
  },
  { method: 'get', path: '/api/credit/level_assistant', response: assistantCreditSchema, public: true },
  { method: 'get', path: '/api/credit/challenge_assistant', response: assistantCreditSchema, public: true },
  {
    method: 'get',
    path: '/api/credit/usage',
    query: assistantUsageQuerySchema,
    response: assistantUsageSchema,
  },
  // Tips a child asked in a week, for the weekly parent email (service secret).
  {
    method: 'get',
    path: '/internal/assistant-usage/{student_id}',
    query: weeklyWindowQuerySchema,
    response: weeklyAssistantUsageSchema,
    public: true,
  },
];

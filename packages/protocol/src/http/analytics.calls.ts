import { z } from 'zod';
import { pageSchema } from '../envelope.ts';
import {
  analyticsChannelSchema,
  analyticsChannelsQuerySchema,
  analyticsDashboardSchema,
  analyticsEventRowSchema,
  analyticsExportPathSchema,
  analyticsFilterSchema,
  analyticsPageQuerySchema,
  analyticsRegistrantRowSchema,
  analyticsRoleRowSchema,
  analyticsRolesQuerySchema,
  analyticsSessionRowSchema,
  analyticsStageRowSchema,
  removeAnalyticsRoleRequestSchema,
  setAnalyticsRoleRequestSchema,
} from '../schemas/analytics.ts';
import { defineCall } from './call.ts';

/** Reading a channel's analytics: any of its analytics roles (34000 for anyone else). */
const readCodes = ['AnalyticsNotAllowed', 'NotFound'] as const;
/** Exports and role changes: owners and admins (34001 for a viewer). */
const adminCodes = [...readCodes, 'AnalyticsAdminOnly'] as const;

/**
 * Analytics for hosts and staff (spec 001 §1 /analytics/:tab?, §6 analytics roles, §9 time filters and
 * platforms): /api/analytics/v1/… (not shown in the spec; docs/decisions/analytics.md).
 */
export const analyticsCalls = {
  channels: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/channels',
    auth: 'member',
    query: analyticsChannelsQuerySchema,
    answer: pageSchema(analyticsChannelSchema),
    codes: [],
    summary: 'The channels whose analytics the caller may read: their own, then those they hold a role on.',
  }),
  dashboard: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/dashboard',
    auth: 'member',
    query: analyticsFilterSchema,
    answer: analyticsDashboardSchema,
    codes: readCodes,
    summary: "A channel's figures over a time filter and platform: people, peak, watch time, revenue, chat.",
  }),
  events: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/events',
    auth: 'member',
    query: analyticsPageQuerySchema,
    answer: pageSchema(analyticsEventRowSchema),
    codes: readCodes,
    summary: "The channel's events with each one's figures, newest first.",
  }),
  stage: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/stage',
    auth: 'member',
    query: analyticsPageQuerySchema,
    answer: pageSchema(analyticsStageRowSchema),
    codes: readCodes,
    summary: 'Who was on each stage and for how long, with their applications and approvals.',
  }),
  sessions: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/sessions',
    auth: 'member',
    query: analyticsPageQuerySchema,
    answer: pageSchema(analyticsSessionRowSchema),
    codes: readCodes,
    summary: 'Joins and leaves of the live rooms with their platform, latest first.',
  }),
  registrants: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/registrants',
    auth: 'member',
    query: analyticsPageQuerySchema,
    answer: pageSchema(analyticsRegistrantRowSchema),
    codes: readCodes,
    summary: 'Who registered (RSVP) or bought a ticket; no e-mail without the person’s consent.',
  }),
  exportTable: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/export/:table',
    auth: 'member',
    params: analyticsExportPathSchema,
    query: analyticsFilterSchema,
    answer: z.string(),
    codes: adminCodes,
    file: true,
    summary: 'One table as CSV, streamed page by page; owners and admins only.',
  }),
  roles: defineCall({
    method: 'GET',
    path: '/api/analytics/v1/roles',
    auth: 'member',
    query: analyticsRolesQuerySchema,
    answer: pageSchema(analyticsRoleRowSchema),
    codes: readCodes,
    summary: 'Who holds an analytics role on the channel, the owner first.',
  }),
  setRole: defineCall({
    method: 'POST',
    path: '/api/analytics/v1/roles/set',
    auth: 'member',
    body: setAnalyticsRoleRequestSchema,
    answer: analyticsRoleRowSchema,
    codes: [...adminCodes, 'AnalyticsOwnerRole'],
    summary: 'Gives a member the admin or viewer role on the channel; owners and admins only.',
  }),
  removeRole: defineCall({
    method: 'POST',
    path: '/api/analytics/v1/roles/remove',
    auth: 'member',
    body: removeAnalyticsRoleRequestSchema,
    answer: z.object({ userId: z.string() }),
    codes: [...adminCodes, 'AnalyticsOwnerRole'],
    summary: "Takes a member's analytics role away; owners and admins only.",
  }),
} as const;

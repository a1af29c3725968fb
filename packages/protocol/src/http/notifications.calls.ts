import { z } from 'zod';
import {
  allNotificationsAnswerSchema,
  deleteNotificationRequestSchema,
  listNotificationsQuerySchema,
  notificationPageAnswerSchema,
} from '../schemas/notifications.ts';
import { defineCall } from './call.ts';

/** spec 000 §7 "Notifications" (docs/decisions/notifications.md). */
export const notificationsCalls = {
  listSelfNotifications: defineCall({
    method: 'GET',
    path: '/api/notification/v1/listSelfNotifications',
    auth: 'member',
    query: listNotificationsQuerySchema,
    // Category all answers the newest of each category; one category answers a page of it.
    answer: z.union([allNotificationsAnswerSchema, notificationPageAnswerSchema]),
    codes: [],
    summary: "The caller's notifications: the newest of each category, or a page of one.",
  }),
  deleteNotification: defineCall({
    method: 'POST',
    path: '/api/notification/v1/deleteNotification',
    auth: 'member',
    body: deleteNotificationRequestSchema,
    answer: z.null(),
    codes: ['Forbidden', 'NotFound'],
    summary: "Deletes one of the caller's notifications.",
  }),
} as const;

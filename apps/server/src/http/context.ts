import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Lang } from '@trestle/shared';
import type { Config } from '../config';
import type { Db, Listen } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { BlobStore } from '../storage/blobstore';

/** What services need from the outside world; passed in, never imported. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
  blobs: BlobStore;
  now: () => Date;
  /** LISTEN on the database (db/client.ts); without it the notice socket gets no pushes. */
  listen?: Listen;
}

/** The signed-in caller. */
export interface Actor {
  userId: string;
  loginName: string;
  name: string;
  userLevel: number;
  /** The enterprise the session was opened for. */
  enterpriseId: string | null;
  sessionId: string;
  isSystemManager: boolean;
}

export interface Ctx {
  deps: Deps;
  lang: Lang;
  actor: Actor | null;
  ip: string;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** Context of a route whose access requires a signed-in caller. */
export type AuthedCtx = Ctx & { actor: Actor };

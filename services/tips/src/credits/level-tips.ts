import { Injectable } from '@nestjs/common';
import { DailyCounter } from '@pylands/common';
import type { LevelTipRequest } from '@pylands/contracts';
import { DataSource } from 'typeorm';

/**
 * Level tips delivered per subject per level per UTC day, so the tutor knows whether this is the
 * child's first tip on a level (it then teaches instead of telling). Counted here, on the server,
 * from tips actually given: the client cannot claim it already had one.
 */
@Injectable()
export class LevelTipsService {
  private readonly counter: DailyCounter;

  constructor(dataSource: DataSource) {
    // The counter's "execution_type" column holds the level as course/slug.
    this.counter = new DailyCounter(dataSource, 'tips', 'level_tips');
  }

  given(subject: string, request: LevelTipRequest): Promise<number> {
    return this.counter.today(subject, levelKey(request));
  }

  async count(subject: string, request: LevelTipRequest): Promise<void> {
    await this.counter.take(subject, levelKey(request), null);
  }
}

const levelKey = ({ course_name, slug }: LevelTipRequest): string => `${course_name}/${slug}`;

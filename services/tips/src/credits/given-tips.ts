import { Injectable } from '@nestjs/common';
import { DailyCounter } from '@pylands/common';
import { DataSource } from 'typeorm';

/**
 * Tips delivered per subject per "tip subject" (a level as course/slug, a challenge as
 * `challenge:<slug>`, see tip-subject.ts) per UTC day, so the tutor knows whether this is the
 * child's first tip there (it then teaches instead of telling). Counted here, on the server, from
 * tips actually given: the client cannot claim it already had one.
 */
@Injectable()
export class GivenTipsService {
  private readonly counter: DailyCounter;

  constructor(dataSource: DataSource) {
    // The table kept its first name (level_tips); its "execution_type" column holds the tip subject.
    this.counter = new DailyCounter(dataSource, 'tips', 'level_tips');
  }

  given(subject: string, tipSubject: string): Promise<number> {
    return this.counter.today(subject, tipSubject);
  }

  async count(subject: string, tipSubject: string): Promise<void> {
    await this.counter.take(subject, tipSubject, null);
  }
}

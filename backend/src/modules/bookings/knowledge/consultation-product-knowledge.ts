import { Injectable } from '@nestjs/common';
import { minutesInWords } from '../../../core/knowledge/passage-text';
import type { ProductTypeKnowledge } from '../../commerce';
import { ConsultationsService } from '../availability/consultations.service';

// What the assistant's facts of the products say of a consultation: how long its session is
// (its saved settings; one without them cannot be booked yet).
@Injectable()
export class ConsultationProductKnowledge implements ProductTypeKnowledge {
  readonly noun = '1:1 consultation';
  readonly keywords =
    'consultation session call coaching one-to-one 1:1 meeting book booking appointment long length duration minutes hours';
  readonly tables = ['consultation_settings'];

  constructor(private readonly consultations: ConsultationsService) {}

  async sentences(): Promise<Map<number, string[]>> {
    return new Map(
      (await this.consultations.list()).map((c) => [
        c.productId,
        [c.saved ? `Each session lasts ${minutesInWords(c.durationMinutes)}.` : 'It cannot be booked yet.'],
      ]),
    );
  }
}

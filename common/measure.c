/* measure.c — throughput from a count, a message size and a time. */
#include "measure.h"

struct throughput measure_throughput(uint64_t msgs, uint32_t payload_size, uint64_t elapsed_ns)
{
    struct throughput t = {0};
    if (elapsed_ns == 0)
        return t;
    t.seconds = (double)elapsed_ns / (double)NS_PER_S;
    t.msgs_per_s = (double)msgs / t.seconds;
    t.mib_per_s = t.msgs_per_s * (double)payload_size / BYTES_PER_MIB;
    return t;
}

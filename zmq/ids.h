/* ids.h — the zmq and czmq adapters' one workaround for libzmq's ids (docs/findings.md).
 *
 * libzmq draws each ROUTER's peer ids (src/router.cpp:48, handed out in connection order at
 * router.cpp:478-483) and each REQ's request ids (src/req.cpp:45) from rand() through
 * generate_random() (src/random.cpp:59-66), and never seeds it: seed_random() (random.cpp:49-57)
 * is called nowhere (libzmq#4633, 4.3.4 to today). So every process hands out the same ids,
 * and czmq, which seeds with time(NULL), only varies them by the second. After a broker
 * restart a master's late reply, routed by the old broker's id of one worker, reaches whichever
 * worker holds that id at the new broker. Seeding once per process, before its first socket,
 * gives each broker ids of its own: such a reply then finds no peer and is dropped, as a reply
 * to a dead connection is. Not with --library-defaults. */
#ifndef RRB_ZMQ_IDS_H
#define RRB_ZMQ_IDS_H

#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static inline void ad_seed_ids(void)
{
    struct timespec now;
    clock_gettime(CLOCK_REALTIME, &now);
    srand((unsigned)now.tv_nsec ^ (unsigned)now.tv_sec ^ ((unsigned)getpid() << 16));
}

#define AD_SEED_IDS_OPTION                                                                                \
    {                                                                                                     \
        "rand() seed (every process, before its first socket)",                                           \
            "the wall clock's ns and the pid (not with --library-defaults; default: unseeded)",           \
            "libzmq takes a ROUTER's peer ids and a REQ's request ids from rand() and never seeds it "    \
            "(libzmq#4633): every broker hands out the same ids, so after a broker restart a late reply " \
            "can reach another worker"                                                                    \
    }

#endif

reset
$D0 << EOD
420.7721360899931 0 381.6554320960714 433.61422635208396
EOD
$D1 << EOD
389.4629319010742 1 372.1766229351366 412.8627547698096
EOD
$D2 << EOD
322.0213975926157 2 306.8995029108068 339.7842992271149
EOD
$D3 << EOD
309.21507036167714 3 290.3547054233408 318.922358651244
EOD
$D4 << EOD
255.17162353915322 4 248.5295368805297 271.13573536565593
EOD
$D5 << EOD
254.6314927932006 5 245.39408230363566 293.948961141873
EOD
$D6 << EOD
252.62260060922853 6 243.7533398284229 284.5928575991823
EOD
$D7 << EOD
243.54857330932202 7 237.47467730330135 277.0549133921756
EOD
$D8 << EOD
213.45759262372846 8 197.68635087080364 225.17332692562485
EOD
$D9 << EOD
200.31416784000834 9 181.87552196917107 213.44070187478292
EOD
$D10 << EOD
195.84108469345136 10 185.05919403197456 212.82446087877702
EOD
$D11 << EOD
188.55733467472066 11 183.28511214201347 213.64849507629145
EOD
$D12 << EOD
485.64793351433406 0 "420"
462.40628534218683 1 "390, 93% of the floor's"
380.5584151343687 2 "320, 77% of the floor's"
357.1930416893933 3 "310, 73% of the floor's"
303.6720236095347 4 "260, 61% of the floor's"
329.22283647889776 5 "250, 61% of the floor's"
318.7440005110842 6 "250, 60% of the floor's"
310.3015029992367 7 "240, 58% of the floor's"
252.19412615669987 8 "210, 51% of the floor's"
239.0535860997569 9 "200, 48% of the floor's"
238.36339618423028 10 "200, 47% of the floor's"
239.28631448544644 11 "190, 45% of the floor's"
EOD
set terminal pngcairo noenhanced size 900,540 font 'sans,10'
set output "reach.png"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–12\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "redis pubsub" 4, "czmq pubsub" 5, "zmq pubsub" 6, "redis reply" 7, "nats reply" 8, "mqtt pubsub" 9, "mqtt reply" 10, "nats pubsub" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,540 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 2–12\ntrials (until settled)" at screen 0.5, screen 0.9593 center font ',12'
set tmargin at screen 0.8852
unset key
set logscale x 10
set xrange [55.55555555555556:1280.0]
set yrange [11.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "redis pubsub" 4, "czmq pubsub" 5, "zmq pubsub" 6, "redis reply" 7, "nats reply" 8, "mqtt pubsub" 9, "mqtt reply" 10, "nats pubsub" 11) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 256, graph 0 to first 256, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 256" at first 256, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 3 from first 512, graph 0 to first 512, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 13 "run: 512" at first 512, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0593 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D10 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D11 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D12 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output

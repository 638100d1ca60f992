reset
$D0 << EOD
437.1101077174117 0 399.56790208414947 440.01979469413936
EOD
$D1 << EOD
408.5683961029631 1 380.5565885462937 420.40363179113893
EOD
$D2 << EOD
335.1315352557402 2 316.9101652353477 362.24609856159157
EOD
$D3 << EOD
321.9866262264275 3 301.5324369345881 322.5488787354061
EOD
$D4 << EOD
288.9047625263326 4 282.5470599852088 301.05211387858265
EOD
$D5 << EOD
282.89117131846183 5 266.5519402565274 291.866271469766
EOD
$D6 << EOD
276.53175849787976 6 271.35534929298905 293.45774226840734
EOD
$D7 << EOD
225.01337724549367 7 211.44608180602796 230.2613447385162
EOD
$D8 << EOD
215.88400078922058 8 195.34664077302872 222.5533360553039
EOD
$D9 << EOD
199.01062630361818 9 198.41018167309167 251.0513256930918
EOD
$D10 << EOD
492.82217005743615 0 "440"
470.85206760607565 1 "410, 93% of the floor's"
405.7156303889826 2 "340, 77% of the floor's"
361.25474418365485 3 "320, 74% of the floor's"
337.1783675440126 4 "290, 66% of the floor's"
326.8902240461379 5 "280, 65% of the floor's"
328.67267134061626 6 "280, 63% of the floor's"
257.89270610713817 7 "230, 51% of the floor's"
249.2597363819404 8 "220, 49% of the floor's"
281.1774847762628 9 "200, 46% of the floor's"
EOD
set terminal pngcairo noenhanced size 900,480 font 'sans,10'
set output "reach.png"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3\ntrials" at screen 0.5, screen 0.9542 center font ',12'
set tmargin at screen 0.8708
unset key
set logscale x 10
set xrange [55.55555555555556:2560.0]
set yrange [9.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "zmq pubsub" 4, "redis pubsub" 5, "redis reply" 6, "nats reply" 7, "mqtt pubsub" 8, "nats pubsub" 9) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0667 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output
set terminal svg noenhanced size 900,480 dynamic font 'sans,10' background '#ffffff'
set output "reach.svg"
set label 50 "Nodes one broker core carries within the budget (15 ms of its CPU per move), 3\ntrials" at screen 0.5, screen 0.9542 center font ',12'
set tmargin at screen 0.8708
unset key
set logscale x 10
set xrange [55.55555555555556:2560.0]
set yrange [9.6:-0.6]
set grid xtics lc rgb '#dddddd'
set xtics ("100" 100, "200" 200, "500" 500, "1,000" 1000, "2,000" 2000) font ',9'
set ytics ("raw@uring pubsub (floor)" 0, "raw pubsub (floor)" 1, "zmq addressed" 2, "czmq addressed" 3, "zmq pubsub" 4, "redis pubsub" 5, "redis reply" 6, "nats reply" 7, "mqtt pubsub" 8, "nats pubsub" 9) font ',10'
set xlabel "nodes" offset 0,0.3
set lmargin at screen 0.2611
set rmargin at screen 0.9667
set bmargin 5
set arrow 1 from first 100, graph 0 to first 100, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 11 "run: 100" at first 100, graph 1.03 center tc rgb '#555555' font ',8'
set arrow 2 from first 1024, graph 0 to first 1024, graph 1 nohead lw 1 dt 2 lc rgb '#777777' back
set label 12 "run: 1,024" at first 1024, graph 1.03 center tc rgb '#555555' font ',8'
set label 40 "filled: the budget is crossed between node counts that ran; hollow: beyond the largest (extrapolated by a line); bars:\nbootstrap intervals" at screen 0.02, screen 0.0667 font ',8' tc rgb '#333333'
plot $D0 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D1 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#888888", \
     $D2 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D3 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#E69F00", \
     $D4 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#0072B2", \
     $D5 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D6 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#882255", \
     $D7 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D8 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#44AA99", \
     $D9 using 1:2:3:4 with xerrorbars pt 7 ps 1.6 lw 2 lc rgb "#D55E00", \
     $D10 using 1:2:3 with labels left font ',9' tc rgb '#333333'
set output

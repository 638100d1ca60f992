reset
$D0 << EOD
0 25.2265 24.6298 25.5108
1 25.0762 24.4456 25.2801
2 24.2989 22.9003 26.5852
3 24.9322 22.5882 25.5989
EOD
$D1 << EOD
0 13.4177 12.6846 13.4657
1 13.4857 13.4191 15.8359
2 18.3476 17.9917 20.958
3 18.4695 15.3486 18.9011
EOD
$D2 << EOD
0 10.1276 9.533 12.5042
1 11.3909 8.8195 12.151
2 9.8367 9.1095 10.3505
3 10.206 9.3475 11.8768
EOD
$D3 << EOD
0 53.1838 46.154 54.5228
1 52.9572 51.5965 54.3882
2 52.4214 52.2209 54.7397
3 55.8724 43.673 56.8623
EOD
$D4 << EOD
0 56.8395 56.8281 56.8614
1 492.6564 455.9672 534.8668
2 59.0613 59.0308 59.0704
3 540.2729 503.1523 561.669
EOD
$D5 << EOD
0 56.6797 56.6666 56.8705
1 304.3425 295.3043 327.2767
2 59.0285 58.6927 59.0293
3 381.4189 341.2584 387.9867
EOD
$D6 << EOD
0 56.8357 56.7444 56.8703
1 313.161 311.3399 330.7414
2 59.0133 58.9593 59.0585
3 323.2406 319.9288 387.1871
EOD
$D7 << EOD
0 56.8915 56.8612 56.8991
1 376.5359 375.3227 477.6678
2 59.0498 58.8316 59.0541
3 591.1477 590.3464 591.6992
EOD
set terminal pngcairo noenhanced size 1240,420 font 'sans,10'
set output "network.png"
set multiplot layout 1,2 title "Payload throughput against MTU and link rate" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "network (MTU, link rate)"
set ylabel "request payload MiB/s"
set xtics ("1500/1gbit" 0, "1500/10gbit" 1, "9000/1gbit" 2, "9000/10gbit" 3) font ',8'
unset logscale x
set logscale y 10
set format y '%.0s%c'
set yrange [4.40975:1183.3984]
set xrange [-0.65:3.65]
set title "1 KiB, 16 clients" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
set title "64 KiB, 16 clients" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
unset multiplot
set output
set terminal svg noenhanced size 1240,420 dynamic font 'sans,10' background '#ffffff'
set output "network.svg"
set multiplot layout 1,2 title "Payload throughput against MTU and link rate" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "network (MTU, link rate)"
set ylabel "request payload MiB/s"
set xtics ("1500/1gbit" 0, "1500/10gbit" 1, "9000/1gbit" 2, "9000/10gbit" 3) font ',8'
unset logscale x
set logscale y 10
set format y '%.0s%c'
set yrange [4.40975:1183.3984]
set xrange [-0.65:3.65]
set title "1 KiB, 16 clients" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
set title "64 KiB, 16 clients" font ',11'
plot $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "nng", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "raw"
unset multiplot
set output
